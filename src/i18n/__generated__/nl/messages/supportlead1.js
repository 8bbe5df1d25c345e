/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportlead1Inputs */

const nl_supportlead1 = /** @type {(inputs: Supportlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met deze gegevens vindt onze klantenservice je sessie en kan je helpen bij technische vragen.`)
};

/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportlead1 = nl_supportlead1;
export { supportlead1 as "supportLead" }