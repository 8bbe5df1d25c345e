/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrequirednote2Inputs */

const cs_reviewrequirednote2 = /** @type {(inputs: Reviewrequirednote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Povinná pole jsou označena *.`)
};

/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewrequirednote2 = cs_reviewrequirednote2;
export { reviewrequirednote2 as "reviewRequiredNote" }