/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketmen1Inputs */

const sk_basketmen1 = /** @type {(inputs: Basketmen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pánske oblečenie`)
};

/**

* @param {Basketmen1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketmen1 = sk_basketmen1;
export { basketmen1 as "basketMen" }