/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordervoucherdiscount2Inputs */

const nl_ordervoucherdiscount2 = /** @type {(inputs: Ordervoucherdiscount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tegoedbon`)
};

/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const ordervoucherdiscount2 = nl_ordervoucherdiscount2;
export { ordervoucherdiscount2 as "orderVoucherDiscount" }