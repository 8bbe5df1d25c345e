/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Layoutsearchresults2Inputs */

const sv_layoutsearchresults2 = /** @type {(inputs: Layoutsearchresults2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} resultat tillgängligt.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} resultat tillgängliga.`);
	return /** @type {LocalizedString} */ ("layoutSearchResults");
};

/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsearchresults2 = sv_layoutsearchresults2;
export { layoutsearchresults2 as "layoutSearchResults" }