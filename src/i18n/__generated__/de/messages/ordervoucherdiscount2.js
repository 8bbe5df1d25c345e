/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordervoucherdiscount2Inputs */

const de_ordervoucherdiscount2 = /** @type {(inputs: Ordervoucherdiscount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gutschein`)
};

/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const ordervoucherdiscount2 = de_ordervoucherdiscount2;
export { ordervoucherdiscount2 as "orderVoucherDiscount" }