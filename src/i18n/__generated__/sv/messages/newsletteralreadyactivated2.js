/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteralreadyactivated2Inputs */

const sv_newsletteralreadyactivated2 = /** @type {(inputs: Newsletteralreadyactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din anmälan är redan aktiverad`)
};

/**

* @param {Newsletteralreadyactivated2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteralreadyactivated2 = sv_newsletteralreadyactivated2;
export { newsletteralreadyactivated2 as "newsletterAlreadyActivated" }