/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Catalog_Selected17Inputs */

const sv_no_catalog_selected17 = /** @type {(inputs: No_Catalog_Selected17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj minst en katalog`)
};

/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const no_catalog_selected17 = sv_no_catalog_selected17;
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }