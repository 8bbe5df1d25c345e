/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderinprogress3Inputs */

const cs_customerorderinprogress3 = /** @type {(inputs: Customerorderinprogress3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpracovává se`)
};

/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerorderinprogress3 = cs_customerorderinprogress3;
export { customerorderinprogress3 as "customerOrderInProgress" }