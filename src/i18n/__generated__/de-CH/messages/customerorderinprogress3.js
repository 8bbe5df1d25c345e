/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderinprogress3Inputs */

const de_ch2_customerorderinprogress3 = /** @type {(inputs: Customerorderinprogress3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerorderinprogress3 = de_ch2_customerorderinprogress3;
export { customerorderinprogress3 as "customerOrderInProgress" }