/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customeritemnumber2Inputs */

const cs_customeritemnumber2 = /** @type {(inputs: Customeritemnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kód zboží ${i?.number}`)
};

/**

* @param {Customeritemnumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customeritemnumber2 = cs_customeritemnumber2;
export { customeritemnumber2 as "customerItemNumber" }