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
const no_catalog_selected17 = /** @type {((inputs?: No_Catalog_Selected17Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Catalog_Selected17Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_no_catalog_selected17(inputs)
});
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }