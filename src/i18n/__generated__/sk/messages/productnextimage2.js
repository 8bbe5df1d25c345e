/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnextimage2Inputs */

const sk_productnextimage2 = /** @type {(inputs: Productnextimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďalší obrázok`)
};

/**

* @param {Productnextimage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productnextimage2 = sk_productnextimage2;
export { productnextimage2 as "productNextImage" }