/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketemptytext2Inputs */

const sk_basketemptytext2 = /** @type {(inputs: Basketemptytext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pridajte tovar, aby ste mohli prejsť k pokladni.`)
};

/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketemptytext2 = sk_basketemptytext2;
export { basketemptytext2 as "basketEmptyText" }