/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productimageof2Inputs */

const nl_productimageof2 = /** @type {(inputs: Productimageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afbeelding ${i?.number} van ${i?.count}`)
};

/**

* @param {Productimageof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productimageof2 = nl_productimageof2;
export { productimageof2 as "productImageOf" }