/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderinprogress3Inputs */

const sk_customerorderinprogress3 = /** @type {(inputs: Customerorderinprogress3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spracováva sa`)
};

/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerorderinprogress3 = sk_customerorderinprogress3;
export { customerorderinprogress3 as "customerOrderInProgress" }