/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnextimage2Inputs */

const cs_productnextimage2 = /** @type {(inputs: Productnextimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další obrázek`)
};

/**

* @param {Productnextimage2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productnextimage2 = cs_productnextimage2;
export { productnextimage2 as "productNextImage" }