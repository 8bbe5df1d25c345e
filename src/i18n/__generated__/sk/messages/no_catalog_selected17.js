/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Catalog_Selected17Inputs */

const sk_no_catalog_selected17 = /** @type {(inputs: No_Catalog_Selected17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte, prosím, aspoň jeden katalóg`)
};

/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const no_catalog_selected17 = sk_no_catalog_selected17;
export { no_catalog_selected17 as "NO_CATALOG_SELECTED" }