/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrequirednote2Inputs */

const de_reviewrequirednote2 = /** @type {(inputs: Reviewrequirednote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflichtfelder sind mit * gekennzeichnet.`)
};

/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewrequirednote2 = de_reviewrequirednote2;
export { reviewrequirednote2 as "reviewRequiredNote" }