/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnextimage2Inputs */

const sv_productnextimage2 = /** @type {(inputs: Productnextimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nästa bild`)
};

/**

* @param {Productnextimage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productnextimage2 = sv_productnextimage2;
export { productnextimage2 as "productNextImage" }