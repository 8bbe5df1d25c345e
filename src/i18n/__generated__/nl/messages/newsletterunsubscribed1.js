/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribed1Inputs */

const nl_newsletterunsubscribed1 = /** @type {(inputs: Newsletterunsubscribed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bent afgemeld voor de nieuwsbrief.`)
};

/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribed1 = nl_newsletterunsubscribed1;
export { newsletterunsubscribed1 as "newsletterUnsubscribed" }