/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdueon2Inputs */

const sv_customerdueon2 = /** @type {(inputs: Customerdueon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Förfallodag`)
};

/**

* @param {Customerdueon2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdueon2 = sv_customerdueon2;
export { customerdueon2 as "customerDueOn" }