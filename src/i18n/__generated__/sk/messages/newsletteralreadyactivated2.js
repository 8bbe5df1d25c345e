/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteralreadyactivated2Inputs */

const sk_newsletteralreadyactivated2 = /** @type {(inputs: Newsletteralreadyactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše prihlásenie je už aktívne`)
};

/**

* @param {Newsletteralreadyactivated2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletteralreadyactivated2 = sk_newsletteralreadyactivated2;
export { newsletteralreadyactivated2 as "newsletterAlreadyActivated" }