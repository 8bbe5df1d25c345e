/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnregistered2Inputs */

const sv_customerreturnregistered2 = /** @type {(inputs: Customerreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmäld`)
};

/**

* @param {Customerreturnregistered2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreturnregistered2 = sv_customerreturnregistered2;
export { customerreturnregistered2 as "customerReturnRegistered" }