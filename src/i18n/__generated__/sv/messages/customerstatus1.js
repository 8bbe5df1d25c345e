/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerstatus1Inputs */

const sv_customerstatus1 = /** @type {(inputs: Customerstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerstatus1 = sv_customerstatus1;
export { customerstatus1 as "customerStatus" }