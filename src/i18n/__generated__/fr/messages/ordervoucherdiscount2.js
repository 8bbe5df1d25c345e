/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordervoucherdiscount2Inputs */

const fr_ordervoucherdiscount2 = /** @type {(inputs: Ordervoucherdiscount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon de réduction`)
};

/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const ordervoucherdiscount2 = fr_ordervoucherdiscount2;
export { ordervoucherdiscount2 as "orderVoucherDiscount" }