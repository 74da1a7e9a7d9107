/**
 * The search box as the server renders it. The client replaces it with the interactive search
 * (renderer/client/search) on first focus; the index is never fetched before that.
 */
import { SearchIcon } from './Icons.js';

export function SearchBar() {
  return (
    <div className="navbar-search" data-search-root="">
      <SearchIcon className="search-icon" />
      <input className="search-input" type="search" placeholder="Search..." aria-label="Search" maxLength={512} autoComplete="off" spellCheck={false} />
    </div>
  );
}
