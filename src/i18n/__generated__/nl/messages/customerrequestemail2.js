/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestemail2Inputs */

const nl_customerrequestemail2 = /** @type {(inputs: Customerrequestemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevestigingsmail aanvragen`)
};

/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerrequestemail2 = nl_customerrequestemail2;
export { customerrequestemail2 as "customerRequestEmail" }