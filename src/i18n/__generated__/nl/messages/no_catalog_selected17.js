/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Catalog_Selected17Inputs */

const nl_no_catalog_selected17 = /** @type {(inputs: No_Catalog_Selected17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies minimaal één catalogus`)
};

/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const no_catalog_selected17 = nl_no_catalog_selected17;
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }