/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderinprogress3Inputs */

const sv_customerorderinprogress3 = /** @type {(inputs: Customerorderinprogress3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behandlas`)
};

/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorderinprogress3 = sv_customerorderinprogress3;
export { customerorderinprogress3 as "customerOrderInProgress" }