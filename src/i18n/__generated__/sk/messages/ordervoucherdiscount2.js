/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordervoucherdiscount2Inputs */

const sk_ordervoucherdiscount2 = /** @type {(inputs: Ordervoucherdiscount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poukážka`)
};

/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const ordervoucherdiscount2 = sk_ordervoucherdiscount2;
export { ordervoucherdiscount2 as "orderVoucherDiscount" }