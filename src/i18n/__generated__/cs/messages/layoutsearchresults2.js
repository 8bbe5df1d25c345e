/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Layoutsearchresults2Inputs */

const cs_layoutsearchresults2 = /** @type {(inputs: Layoutsearchresults2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} výsledek k dispozici.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} výsledky k dispozici.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} výsledku k dispozici.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} výsledků k dispozici.`);
	return /** @type {LocalizedString} */ ("layoutSearchResults");
};

/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutsearchresults2 = cs_layoutsearchresults2;
export { layoutsearchresults2 as "layoutSearchResults" }