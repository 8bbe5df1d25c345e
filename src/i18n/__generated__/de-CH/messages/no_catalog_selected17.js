/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Catalog_Selected17Inputs */

const de_ch2_no_catalog_selected17 = /** @type {(inputs: No_Catalog_Selected17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie mindestens einen Katalog aus`)
};

/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const no_catalog_selected17 = de_ch2_no_catalog_selected17;
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }