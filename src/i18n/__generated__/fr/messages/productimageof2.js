/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productimageof2Inputs */

const fr_productimageof2 = /** @type {(inputs: Productimageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Image ${i?.number} sur ${i?.count}`)
};

/**

* @param {Productimageof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productimageof2 = fr_productimageof2;
export { productimageof2 as "productImageOf" }