/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribed1Inputs */

const cs_newsletterunsubscribed1 = /** @type {(inputs: Newsletterunsubscribed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odběr newsletteru byl úspěšně zrušen.`)
};

/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribed1 = cs_newsletterunsubscribed1;
export { newsletterunsubscribed1 as "newsletterUnsubscribed" }