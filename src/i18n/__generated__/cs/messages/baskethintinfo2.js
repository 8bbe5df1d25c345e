/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintinfo2Inputs */

const cs_baskethintinfo2 = /** @type {(inputs: Baskethintinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upozornění`)
};

/**

* @param {Baskethintinfo2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const baskethintinfo2 = cs_baskethintinfo2;
export { baskethintinfo2 as "basketHintInfo" }