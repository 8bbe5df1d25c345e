/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteralreadyactivated2Inputs */

const cs_newsletteralreadyactivated2 = /** @type {(inputs: Newsletteralreadyactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše přihlášení už je aktivní`)
};

/**

* @param {Newsletteralreadyactivated2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteralreadyactivated2 = cs_newsletteralreadyactivated2;
export { newsletteralreadyactivated2 as "newsletterAlreadyActivated" }