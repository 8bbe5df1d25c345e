/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintinfo2Inputs */

const sk_baskethintinfo2 = /** @type {(inputs: Baskethintinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upozornenie`)
};

/**

* @param {Baskethintinfo2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const baskethintinfo2 = sk_baskethintinfo2;
export { baskethintinfo2 as "basketHintInfo" }