/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordervoucherdiscount2Inputs */

const cs_ordervoucherdiscount2 = /** @type {(inputs: Ordervoucherdiscount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poukaz`)
};

/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const ordervoucherdiscount2 = cs_ordervoucherdiscount2;
export { ordervoucherdiscount2 as "orderVoucherDiscount" }