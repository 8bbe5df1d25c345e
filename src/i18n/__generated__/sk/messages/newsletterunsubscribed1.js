/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribed1Inputs */

const sk_newsletterunsubscribed1 = /** @type {(inputs: Newsletterunsubscribed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odber newslettera bol úspešne zrušený.`)
};

/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribed1 = sk_newsletterunsubscribed1;
export { newsletterunsubscribed1 as "newsletterUnsubscribed" }