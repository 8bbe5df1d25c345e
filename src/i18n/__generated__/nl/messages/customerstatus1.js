/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerstatus1Inputs */

const nl_customerstatus1 = /** @type {(inputs: Customerstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerstatus1 = nl_customerstatus1;
export { customerstatus1 as "customerStatus" }