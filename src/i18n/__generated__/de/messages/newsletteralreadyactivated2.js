/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteralreadyactivated2Inputs */

const de_newsletteralreadyactivated2 = /** @type {(inputs: Newsletteralreadyactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung ist bereits aktiviert`)
};

/**

* @param {Newsletteralreadyactivated2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletteralreadyactivated2 = de_newsletteralreadyactivated2;
export { newsletteralreadyactivated2 as "newsletterAlreadyActivated" }