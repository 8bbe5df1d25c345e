/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoreturns2Inputs */

const cs_trackingnoreturns2 = /** @type {(inputs: Trackingnoreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K této objednávce není evidována žádná vratka. Zpracování vratky může trvat až 15 pracovních dní.`)
};

/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingnoreturns2 = cs_trackingnoreturns2;
export { trackingnoreturns2 as "trackingNoReturns" }