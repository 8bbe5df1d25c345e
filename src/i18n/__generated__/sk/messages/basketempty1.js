/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketempty1Inputs */

const sk_basketempty1 = /** @type {(inputs: Basketempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vo Vašom košíku momentálne nič nie je.`)
};

/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketempty1 = sk_basketempty1;
export { basketempty1 as "basketEmpty" }