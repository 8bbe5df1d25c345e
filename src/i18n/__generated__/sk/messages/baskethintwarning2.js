/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintwarning2Inputs */

const sk_baskethintwarning2 = /** @type {(inputs: Baskethintwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozor`)
};

/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const baskethintwarning2 = sk_baskethintwarning2;
export { baskethintwarning2 as "basketHintWarning" }