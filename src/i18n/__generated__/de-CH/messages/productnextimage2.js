/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnextimage2Inputs */

const de_ch2_productnextimage2 = /** @type {(inputs: Productnextimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächstes Bild`)
};

/**

* @param {Productnextimage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productnextimage2 = de_ch2_productnextimage2;
export { productnextimage2 as "productNextImage" }