/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Catalog_Selected17Inputs */

const cs_no_catalog_selected17 = /** @type {(inputs: No_Catalog_Selected17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím alespoň jeden katalog`)
};

/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const no_catalog_selected17 = cs_no_catalog_selected17;
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }