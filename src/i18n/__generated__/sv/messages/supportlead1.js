/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportlead1Inputs */

const sv_supportlead1 = /** @type {(inputs: Supportlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Med de här uppgifterna hittar vår kundtjänst din session och kan hjälpa dig med tekniska frågor.`)
};

/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportlead1 = sv_supportlead1;
export { supportlead1 as "supportLead" }