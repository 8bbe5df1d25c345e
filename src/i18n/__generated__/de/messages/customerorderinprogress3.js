/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderinprogress3Inputs */

const de_customerorderinprogress3 = /** @type {(inputs: Customerorderinprogress3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerorderinprogress3 = de_customerorderinprogress3;
export { customerorderinprogress3 as "customerOrderInProgress" }