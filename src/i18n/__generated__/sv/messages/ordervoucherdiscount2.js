/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordervoucherdiscount2Inputs */

const sv_ordervoucherdiscount2 = /** @type {(inputs: Ordervoucherdiscount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Värdekod`)
};

/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const ordervoucherdiscount2 = sv_ordervoucherdiscount2;
export { ordervoucherdiscount2 as "orderVoucherDiscount" }