/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Catalog_Selected17Inputs */

const fr_no_catalog_selected17 = /** @type {(inputs: No_Catalog_Selected17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir au moins un catalogue`)
};

/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const no_catalog_selected17 = fr_no_catalog_selected17;
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }