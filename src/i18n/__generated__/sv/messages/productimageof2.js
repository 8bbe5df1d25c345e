/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productimageof2Inputs */

const sv_productimageof2 = /** @type {(inputs: Productimageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bild ${i?.number} av ${i?.count}`)
};

/**

* @param {Productimageof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productimageof2 = sv_productimageof2;
export { productimageof2 as "productImageOf" }