/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintinfo2Inputs */

const nl_baskethintinfo2 = /** @type {(inputs: Baskethintinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let op`)
};

/**

* @param {Baskethintinfo2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const baskethintinfo2 = nl_baskethintinfo2;
export { baskethintinfo2 as "basketHintInfo" }